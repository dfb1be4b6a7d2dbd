import { z } from 'zod';
import { accountMessages } from './account-messages';
import { PASSWORD_MAX_LENGTH } from './password-rules';
import { requiredText, safeText } from './text-schemas';

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
// Rules are checked by the service (with Spanish messages); here only the length bounds.
const password = z.string().min(1).max(1024);

export const signInBodySchema = z
  .object({ email, password, remember: z.boolean().optional().default(false) })
  .meta({ id: 'SignInBody' });

export const googleSignInBodySchema = z
  .object({ token: z.string().min(10).max(4096) })
  .meta({ id: 'GoogleSignInBody' });

export const signUpBodySchema = z
  .object({
    /** Refused when blank once invisible characters are removed. */
    name: requiredText(100, { singleLine: true, blankMessage: accountMessages.nameRequired }),
    email,
    password: z
      .string()
      .min(1)
      .max(PASSWORD_MAX_LENGTH * 4),
    redirectTo: safeText(500, { singleLine: true }).optional(),
  })
  .meta({ id: 'SignUpBody' });

export const accessTokenResponseSchema = z
  .object({ accessToken: z.string(), message: z.string().optional() })
  .meta({ id: 'AccessToken' });

/** A used confirmation link opened by the signed-in account it confirmed. */
export const alreadyConfirmedResponseSchema = z
  .object({ status: z.literal('already_confirmed'), message: z.string() })
  .meta({ id: 'AlreadyConfirmed' });

export const confirmEmailResponseSchema = z.union([
  accessTokenResponseSchema,
  alreadyConfirmedResponseSchema,
]);

export const signUpResponseSchema = z
  .object({ status: z.literal('success'), accessToken: z.string(), message: z.string() })
  .meta({ id: 'SignUpResponse' });

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const resendResponseSchema = z
  .object({ success: z.boolean(), message: z.string() })
  .meta({ id: 'ResendResponse' });

export const emailBodySchema = z.object({ email }).meta({ id: 'EmailBody' });

export const resetPasswordBodySchema = z
  .object({ newPassword: password })
  .meta({ id: 'ResetPasswordBody' });

export const changePasswordBodySchema = z
  .object({ currentPassword: password, newPassword: password })
  .meta({ id: 'ChangePasswordBody' });

export const tokenParamsSchema = z.object({ token: z.string().min(16).max(200) });
export const confirmEmailParamsSchema = z.object({
  type: z.literal('user'),
  token: z.string().min(16).max(200),
});

export type SignInBody = z.input<typeof signInBodySchema>;
export type SignUpBody = z.input<typeof signUpBodySchema>;
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
export type AlreadyConfirmedResponse = z.infer<typeof alreadyConfirmedResponseSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export type ResendResponse = z.infer<typeof resendResponseSchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
