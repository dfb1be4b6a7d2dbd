import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminInvoiceListSchema,
  adminInvoiceQuerySchema,
  errorBodySchema,
  invoiceDownloadSchema,
  invoiceExportQuerySchema,
  invoiceMessages as msg,
  type BillingData,
} from '@shop/contracts';
import { callerOf } from '#src/infra/access-control';
import { conflict, notFound } from '#src/lib/errors';
import type { Order } from '#src/modules/orders/orders.port';
import type { InvoiceRegister } from './invoice-register';
import type { Invoicing } from './invoices.service';

/** Invoices for their buyer (docs/rules/invoices.md#download). */
export const invoicesRoutes: FastifyPluginAsyncZod<{
  invoicing: Invoicing;
  orders: { findById(id: string): Promise<Order | null> };
  billingData: (userId: string) => Promise<BillingData | null>;
  register: InvoiceRegister;
}> = async (app, { invoicing, orders, billingData, register }) => {
  const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
  const pdfBody = {
    description: 'A PDF',
    content: {
      'application/pdf': {
        schema: z
          .custom<Buffer>((value) => Buffer.isBuffer(value))
          .meta({ type: 'string', format: 'binary' }),
      },
    },
  };

  app.get(
    '/admin/invoices',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices', 'admin'],
        summary: 'Issued invoices, newest first, by date range, type and series',
        querystring: adminInvoiceQuerySchema,
        response: { 200: adminInvoiceListSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return register.list(request.query);
    },
  );

  app.get(
    '/admin/invoices/:id/pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices', 'admin'],
        summary: 'One invoice as its PDF',
        params: z.object({ id: z.uuid() }),
        response: { 200: pdfBody, 404: errorBodySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const invoice = await register.findById(request.params.id);
      if (!invoice) throw notFound(msg.invoiceNotFound);
      const { file, name } = await invoicing.pdf(invoice);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.get(
    '/admin/invoices/register.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices', 'admin'],
        summary:
          "A quarter's register of issued invoices (libro registro de facturas expedidas) for the accountant: a row per invoice and IVA rate",
        querystring: invoiceExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...adminErrors },
      },
    },
    async (request, reply) => {
      const { year, quarter } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="facturas-emitidas-${year}-T${quarter}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(await register.registerCsv(year, quarter));
    },
  );

  app.get(
    '/admin/invoices/pdfs.zip',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices', 'admin'],
        summary: "A quarter's invoices as PDFs in one ZIP",
        querystring: invoiceExportQuerySchema,
        response: {
          200: {
            description: 'A ZIP of PDFs',
            content: {
              'application/zip': {
                schema: z
                  .custom<Buffer>((value) => Buffer.isBuffer(value))
                  .meta({ type: 'string', format: 'binary' }),
              },
            },
          },
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const { year, quarter } = request.query;
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="facturas-${year}-T${quarter}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(await register.pdfZip(year, quarter));
    },
  );

  app.post(
    '/events/get-pdf-ticket',
    {
      config: { access: 'user' },
      schema: {
        tags: ['invoices'],
        summary:
          "An order's invoice as a PDF, for its buyer or an admin; the buyer's complete billing data turn a simplified invoice into a complete one (an F3 replaces it, once)",
        body: invoiceDownloadSchema,
        response: {
          200: {
            description: 'The invoice, a PDF',
            content: {
              'application/pdf': {
                schema: z
                  .custom<Buffer>((value) => Buffer.isBuffer(value))
                  .meta({ type: 'string', format: 'binary' }),
              },
            },
          },
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { orderId, invoiceId } = request.body;
      const order = await orders.findById(orderId);
      // Another account's order reads as no order at all.
      if (!order || (order.userId !== caller.id && caller.role !== 'admin')) {
        throw notFound(msg.orderNotFound);
      }
      if (order.status === 'pending_payment' || order.status === 'payment_failed') {
        throw conflict(msg.notPaid);
      }
      if (order.totalCents === 0 || order.isTest) throw conflict(msg.free);
      let invoice;
      if (invoiceId) {
        invoice = (await invoicing.ofOrder(orderId)).find((i) => i.id === invoiceId);
        if (!invoice) throw notFound(msg.invoiceNotFound);
      } else {
        // Only the buyer's own data make a complete invoice; an admin reads what is in force.
        const billing = order.userId === caller.id ? await billingData(caller.id) : null;
        invoice = await invoicing.inForce(orderId, billing);
        if (!invoice) throw conflict(msg.notReady);
      }
      const { file, name } = await invoicing.pdf(invoice);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
