/**
 * Field type item ids (Sitecore Forms' own ids, as Sitecore JSS Forms lists them). File upload
 * and hidden are not in that list: the ids here are the ones our form builder stand-in seeds
 * (tools/local-services form-builder), kept in one place.
 */
export const FIELD_TYPES = {
  section: '{447AA745-6D29-4B65-A5A3-8173AA8AF548}',
  text: '{983BFA5F-C6B6-4AEE-A3BB-46B95D52E7DF}',
  button: '{7CE25CAB-EF3A-4F73-AB13-D33BDC1E4EE2}',
  singleLineText: '{4EE89EA7-CEFE-4C8E-8532-467EF64591FC}',
  multipleLineText: '{A296A1C1-0DA0-4493-A92E-B8191F43AEC6}',
  date: '{38137D30-7B2A-47D5-BBD8-133252C01B28}',
  email: '{04C39CAC-8976-4910-BE0D-879ED3368429}',
  number: '{5B153FC0-FC3F-474F-8CB8-233FB1BEF292}',
  checkbox: '{4DA85E8A-3B48-4BC6-9565-8C1F5F36DD1B}',
  telephone: '{DF74F55B-47E6-4D1C-92F8-B0D46A7B2704}',
  dropdownList: '{E0CFADEE-1AC0-471D-A820-2E70D1547B4B}',
  checkboxList: '{D86A361A-D4FF-46B2-9E97-A37FC5B1FE1A}',
  listBox: '{222A2121-D370-4C6F-80A3-03C930B718BF}',
  radioButtonList: '{EDBD38A8-1AE9-42EC-8CCD-F5B0E2998B4F}',
  fileUpload: '{7E3C4B1D-5A2F-4E8B-9C61-0F2D3A4B5C6D}',
  hidden: '{B1D2C3E4-F5A6-4B7C-8D9E-0A1B2C3D4E5F}',
} as const;

export type FieldKind = keyof typeof FIELD_TYPES;

const KIND_BY_ID = new Map<string, FieldKind>(Object.entries(FIELD_TYPES).map(([kind, id]) => [id.toUpperCase(), kind as FieldKind]));

/** The kind of a field type item id (case-insensitive, braces optional); undefined for an unknown type. */
export function fieldKindOf(fieldTypeItemId: string | undefined): FieldKind | undefined {
  if (!fieldTypeItemId) return undefined;
  const id = fieldTypeItemId.trim().toUpperCase();
  return KIND_BY_ID.get(id.startsWith('{') ? id : `{${id}}`);
}
