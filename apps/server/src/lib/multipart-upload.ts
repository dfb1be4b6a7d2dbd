import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { fieldText } from './form-data';

export interface ReceivedFile {
  field: string;
  file: string;
  bytes: number;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface ReceiveOptions {
  /** Where the files are streamed (`DATA_DIR/tmp`). */
  tmpDir: string;
  /** File fields kept; other file parts are drained. */
  fileFields: readonly string[];
  /** At most this many files per field (more are drained); no limit by default. */
  maxPerField?: number;
  /** The Spanish message of the 415 for a body that is not multipart. */
  notMultipartMessage: string;
  /** The Spanish message of the 413 for a file over the size limit. */
  tooLargeMessage: string;
  /** Runs with the fields read so far before each file is streamed (to fail fast). */
  beforeFile?: (fields: Record<string, string>) => void;
  /** The answer when the parser's file-count limit is reached (default: rethrown). */
  tooManyFiles?: () => AppError;
}

/**
 * Reads a multipart request: its text fields, and the files of `fileFields` streamed to
 * temporary files within the size limit (never held in memory). `use` runs with them; the
 * temporary files are removed afterwards whatever happens.
 */
export async function receiveMultipart<T>(
  request: FastifyRequest,
  options: ReceiveOptions,
  use: (received: ReceivedForm) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', options.notMultipartMessage);
  }
  const received: ReceivedForm = { fields: {}, files: [] };
  const written: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const text = fieldText(part);
        if (text !== null) received.fields[part.fieldname] = text;
        continue;
      }
      const taken = received.files.filter((f) => f.field === part.fieldname).length;
      if (
        !options.fileFields.includes(part.fieldname) ||
        taken >= (options.maxPerField ?? Infinity)
      ) {
        part.file.resume();
        continue;
      }
      options.beforeFile?.(received.fields);
      await mkdir(options.tmpDir, { recursive: true });
      const file = path.join(options.tmpDir, `${randomUUID()}.upload`);
      written.push(file);
      await pipeline(part.file, createWriteStream(file));
      if (part.file.truncated) throw new AppError('too_large', options.tooLargeMessage);
      received.files.push({ field: part.fieldname, file, bytes: (await stat(file)).size });
    }
    return await use(received);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', options.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT_REACHED' && options.tooManyFiles) throw options.tooManyFiles();
    throw err;
  } finally {
    for (const file of written) await rm(file, { force: true });
  }
}
