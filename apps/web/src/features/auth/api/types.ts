import type {
  AccessTokenResponse as AccessTokenContract,
  MessageResponse as MessageContract,
  SignUpResponse as SignUpContract,
} from '@shop/contracts';

// The shapes come from the contracts; every field is optional here because the client must
// cope with answers that lack them (docs/rules/accounts.md#sign-up: '200 without token').

/** POST /auth/login/user, /auth/google/user; GET /auth/confirm-email (with message). */
export type AccessTokenResponse = Partial<AccessTokenContract>;

/** POST /auth/signup/user. */
export type SignUpResponse = Partial<SignUpContract>;

export type MessageResponse = Partial<MessageContract>;
