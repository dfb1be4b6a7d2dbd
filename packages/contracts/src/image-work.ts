import { z } from 'zod';

/**
 * What the server is doing with an image the admin sent (an upload, a crop, a turn): stable
 * codes for programs, `imageWorkLabels` for people.
 */
export const imageWorkStages = [
  'waiting',
  'decoding',
  'resizing',
  'rendering',
  'saving',
  'done',
  'failed',
] as const;
export type ImageWorkStage = (typeof imageWorkStages)[number];

export const imageWorkLabels: Record<ImageWorkStage, string> = {
  waiting: 'Preparando…',
  decoding: 'Descodificando…',
  resizing: 'Generando tamaños…',
  rendering: 'Guardando recorte…',
  saving: 'Guardando…',
  done: 'Hecho',
  failed: 'No se pudo terminar',
};

export const imageWorkSchema = z
  .object({
    stage: z.enum(imageWorkStages),
    /** 0 to 100, never going back. */
    percent: z.number().int().min(0).max(100),
  })
  .meta({ id: 'ImageWork' });
export type ImageWork = z.infer<typeof imageWorkSchema>;

/**
 * `?work=<uuid>` on a request that processes an image: the id the admin's page chose, under
 * which GET /photos/work/{id} reports the stage while the request runs.
 */
export const imageWorkQuerySchema = z.object({ work: z.uuid().optional() });

/**
 * POST /photos/{id}/prepare (admin): the crop modal has opened; a HEIC original is decoded
 * now, while the admin frames the crop, so that saving it does not wait for the decode.
 */
export const photoPrepareSchema = z.object({ decoding: z.boolean() }).meta({ id: 'PhotoPrepare' });
export type PhotoPrepare = z.infer<typeof photoPrepareSchema>;

/** 'Girar' in the library: a quarter turn to the left (counter-clockwise) or to the right. */
export const photoTurnBodySchema = z
  .object({ direction: z.enum(['left', 'right']) })
  .meta({ id: 'PhotoTurnBody' });
export type PhotoTurnBody = z.infer<typeof photoTurnBodySchema>;

export const photoTurnLabels = {
  left: 'Girar a la izquierda',
  right: 'Girar a la derecha',
  turned: 'Fotografía girada',
  failed: 'No se pudo girar la fotografía',
} as const;
