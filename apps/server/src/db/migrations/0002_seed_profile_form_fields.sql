-- The default extra profile fields (Spanish). Admins may change them later; existing rows
-- are left alone.
INSERT INTO "form_fields" ("key", "type", "label", "placeholder", "description", "required", "options", "is_recommended_for_profile", "position") VALUES
  ('phone', 'phone', 'Teléfono', '+34 600 000 000', 'Para avisarte de cambios en tus pedidos o eventos.', false, NULL, true, 10),
  ('city', 'text', 'Ciudad', 'Madrid', NULL, false, NULL, true, 20),
  ('birthDate', 'date', 'Fecha de nacimiento', NULL, NULL, false, NULL, false, 30),
  ('howDidYouHear', 'select', '¿Cómo nos conociste?', NULL, NULL, false, '[{"value":"instagram","label":"Instagram"},{"value":"google","label":"Google"},{"value":"recomendacion","label":"Recomendación"},{"value":"evento","label":"En un evento"},{"value":"otro","label":"Otro"}]'::jsonb, false, 40),
  ('photographyInterest', 'select', '¿Qué fotografía te interesa más?', NULL, NULL, false, '[{"value":"retrato","label":"Retrato"},{"value":"paisaje","label":"Paisaje"},{"value":"eventos","label":"Eventos"},{"value":"impresiones","label":"Impresiones de arte"}]'::jsonb, false, 50),
  ('newsletter', 'boolean', 'Quiero recibir novedades y próximos eventos por email', NULL, NULL, false, NULL, false, 60)
ON CONFLICT ("key") DO NOTHING;
