import { PASSWORD_MAX_LENGTH } from './password-rules';

/**
 * Longest text each form field may hold, as the server's schemas accept it
 * (field-limits.test.ts checks them against those schemas). No zod here: the browser sets
 * them as maxLength and checks them before sending, in the visitors' bundle too.
 */
export const fieldLimits = {
  account: { name: 100, email: 254, password: PASSWORD_MAX_LENGTH },
  billing: {
    fiscalName: 200,
    taxId: 32,
    address: 300,
    postalCode: 16,
    city: 100,
    province: 100,
    country: 100,
    phone: 32,
    email: 254,
  },
  photo: { title: 200, description: 5000, camera: 200, lens: 200, location: 200 },
} as const;
