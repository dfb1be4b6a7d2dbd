import type { ProdigiEnvironmentName } from '@shop/contracts';

/**
 * What a test order does, said before and after it is sent (docs/rules/admin.md#test-order).
 * Live is the one that costs money: Prodigi prints, ships and bills it.
 */
export const testOrderTexts: Record<
  ProdigiEnvironmentName,
  { question: string; confirmLabel: string; sent: (id: string, outcome: string) => string }
> = {
  live: {
    question:
      'Clave real de Prodigi: Prodigi imprimirá y enviará este pedido y lo cobrará a tu cuenta de Prodigi, con dinero real. ¿Enviarlo?',
    confirmLabel: 'Sí, imprimir y pagar',
    sent: (id, outcome) =>
      `Pedido creado en Prodigi: ${id} (${outcome}). Prodigi lo imprimirá, lo enviará y lo cobrará a tu cuenta.`,
  },
  sandbox: {
    question:
      'Lo recibe el entorno de pruebas (sandbox) de Prodigi: no se imprime ni se cobra nada. ¿Enviarlo?',
    confirmLabel: 'Sí, enviar',
    sent: (id, outcome) =>
      `Pedido de prueba creado en el sandbox de Prodigi: ${id} (${outcome}). No se imprime ni se cobra nada.`,
  },
  simulator: {
    question:
      'Se queda en este equipo: lo recibe el simulador de Prodigi del servidor, no se imprime ni se cobra nada. ¿Enviarlo?',
    confirmLabel: 'Sí, enviar',
    sent: (id, outcome) =>
      `Pedido de prueba creado en el simulador: ${id} (${outcome}). No se imprime ni se cobra nada.`,
  },
};
