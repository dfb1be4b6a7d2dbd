import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminInvoiceListSchema,
  adminInvoiceQuerySchema,
  errorBodySchema,
  invoiceDownloadSchema,
  invoiceExportQuerySchema,
  invoiceMessages as msg,
} from '@shop/contracts';
import { callerOf } from '#src/infra/access-control';
import { binaryResponse, textResponse } from '#src/lib/binary-response';
import { notFound } from '#src/lib/errors';
import type { InvoiceRegister } from './invoice-register';
import type { Invoicing } from './invoices.service';

/** Invoices for their buyer (docs/rules/invoices.md#download). */
export const invoicesRoutes: FastifyPluginAsyncZod<{
  invoicing: Invoicing;
  register: InvoiceRegister;
}> = async (app, { invoicing, register }) => {
  const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

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
        response: {
          200: binaryResponse('application/pdf', 'The invoice, a PDF'),
          404: errorBodySchema,
          ...adminErrors,
        },
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
        response: {
          200: textResponse('text/csv', 'The register as CSV (semicolons, UTF-8 with BOM)'),
          ...adminErrors,
        },
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
          200: binaryResponse('application/zip', 'A ZIP of PDFs'),
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
          200: binaryResponse('application/pdf', 'The invoice, a PDF'),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const invoice = await invoicing.forDownload(callerOf(request), request.body);
      const { file, name } = await invoicing.pdf(invoice);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
