import { accessMessages } from './access-messages';

/**
 * The account texts of docs/rules/accounts.md, exactly, plus the server's own answers: one
 * place, so the client and the server never drift apart.
 */
export const accountMessages = {
  // Sign-up and reset
  mustAcceptTerms: 'Debes aceptar los términos y condiciones y la política de privacidad',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  passwordRulesNotMet: 'La contraseña no cumple con todos los requisitos.',
  resetPagePasswordRulesNotMet: 'La contraseña no cumple con todos los requisitos',
  resetPagePasswordsDoNotMatch: 'Las contraseñas no coinciden',
  resetPagePasswordsMatch: 'Las contraseñas coinciden',
  resetRequestNeedsEmail: 'Por favor, ingresa tu email para restablecer tu contraseña.',
  // Account forms
  newPasswordsDoNotMatch: 'Las nuevas contraseñas no coinciden.',
  invalidProfilePicture: 'El archivo no es una imagen válida o supera el límite de 2 MB.',
  // The same rule, naming the part that failed.
  profilePictureNotImage: 'El archivo no es una imagen válida.',
  profilePictureTooLarge: 'La imagen supera el límite de 2 MB.',
  nameRequired: 'El nombre es obligatorio.',
  // Session
  resendNoEmail: 'Error: no se pudo obtener el email del usuario.',
  resendSuccess: 'Se ha enviado un nuevo enlace de verificación a tu email.',
  resendFailure: 'Error al reenviar el email de confirmación.',
  // Authentication
  loginFailed: 'No se pudo iniciar sesión.',
  googleLoginFailed: 'No se pudo iniciar sesión con Google.',
  signUpFailed: 'Error creando la cuenta.',
  signUpUnexpected: 'Error creando la cuenta. Respuesta inesperada.',
  signUpSuccess: '¡Cuenta creada! Tu sesión está activa.',
  resetTokenInvalid: 'Token inválido o expirado.',
  resetFailed: 'Error al restablecer la contraseña.',
  resetSucceeded: 'Contraseña restablecida correctamente.',
  resetRequestSent: 'Email de restablecimiento enviado. Revisa tu bandeja de entrada.',
  resetRequestFailed: 'Error al enviar el email de restablecimiento.',
  confirmationNoToken: 'Error: No se devolvió access token.',
  confirmationFailed: 'Token inválido o expirado.',
  // Account results
  profileUpdateFailed: 'Error actualizando el perfil.',
  billingUpdateFailed: 'Error actualizando los datos de facturación.',
  passwordUpdateFailed: 'Error actualizando la contraseña.',
  profileFieldsLoadFailed: 'Error al cargar los campos del perfil',
  profileUpdated: 'Perfil actualizado correctamente.',
  passwordUpdated: 'Contraseña actualizada correctamente.',
  billingUpdated: 'Datos de facturación actualizados correctamente.',
  // Server answers
  invalidCredentials: 'Email o contraseña incorrectos.',
  emailTaken: 'Ya existe una cuenta con este email.',
  commonPassword: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
  passwordTooLong: 'La contraseña no puede superar los 128 caracteres.',
  tokenInvalid: 'Token inválido o expirado.',
  tokenValid: 'Token válido.',
  resetDone: 'Contraseña restablecida correctamente. Ya puedes iniciar sesión.',
  resetRequestAccepted:
    'Si existe una cuenta con ese email, te enviaremos un enlace para restablecer la contraseña.',
  emailConfirmed: 'Email confirmado correctamente.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  noPasswordYet:
    'Tu cuenta usa Google para entrar. Crea una contraseña desde "Recuperar contraseña".',
  googleTokenInvalid: 'No pudimos verificar tu cuenta de Google.',
  googleEmailNotVerified: 'Tu cuenta de Google no tiene el email verificado.',
  googleDisabled: 'El acceso con Google no está disponible.',
  sessionExpired: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  crossSiteRefused: 'Solicitud rechazada.',
  adminOnly: accessMessages.adminOnly,
  tooManySignIns:
    'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
  tooManyRequests: 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.',
  alreadyConfirmed: 'Tu email ya está confirmado.',
  passwordUnchanged: 'La nueva contraseña debe ser distinta de la actual.',
  profileOptionsNotJson: 'Las opciones del perfil no son un JSON válido.',
  profileOptionsInvalid: 'Las opciones del perfil no son válidas.',
  profileOptionsUnknown: 'Hay campos del perfil que no existen.',
} as const;
