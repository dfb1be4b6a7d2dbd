import { z } from 'zod';

/**
 * zod's own messages in Spanish (e.g. a malformed email), set once here so that every
 * importer of the contracts (server, web, OpenAPI) gets them: a person never reads zod's
 * English defaults. Our schemas' own messages still take precedence.
 */
z.config(z.locales.es());
