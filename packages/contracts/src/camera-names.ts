/**
 * A camera's name as a person says it, from the EXIF Make and Model the camera writes:
 * 'NIKON CORPORATION' + 'NIKON D850' → 'Nikon D850'. One rule for the server's EXIF reading
 * at upload and the admin form's prefill in the browser.
 */

/** Makers by the first word of their EXIF Make (lower case) → the name people use. */
const makerNames: Record<string, string> = {
  canon: 'Canon',
  nikon: 'Nikon',
  sony: 'Sony',
  fujifilm: 'Fujifilm',
  fuji: 'Fujifilm',
  olympus: 'Olympus',
  om: 'OM System',
  panasonic: 'Panasonic',
  ricoh: 'Ricoh',
  pentax: 'Pentax',
  apple: 'Apple',
  samsung: 'Samsung',
  huawei: 'Huawei',
  google: 'Google',
  hmd: 'Nokia',
  nokia: 'Nokia',
  casio: 'Casio',
  leica: 'Leica',
  hasselblad: 'Hasselblad',
  dji: 'DJI',
  gopro: 'GoPro',
  xiaomi: 'Xiaomi',
  sigma: 'Sigma',
  kodak: 'Kodak',
  minolta: 'Minolta',
  konica: 'Konica Minolta',
  oneplus: 'OnePlus',
  motorola: 'Motorola',
  lge: 'LG',
  lg: 'LG',
};

/** Words that only say "a company": dropped from an unknown maker's name. */
const companyWords =
  /\b(corporation|corp|co|ltd|limited|inc|gmbh|ag|imaging|company|electronics|optical|digital|solutions|camera|computer)\b\.?,?/gi;

const tidySpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/** 'PENTAX' → 'Pentax', 'GoPro' stays: only shouting words (all capitals, 4+ letters) change. */
function unshout(text: string): string {
  return text.replace(
    /\b[A-Z]{4,}\b/g,
    (word) => `${word.slice(0, 1)}${word.slice(1).toLowerCase()}`,
  );
}

const firstWord = (text: string) => text.split(/[\s,.]+/)[0] ?? '';

function makerName(make: string): string {
  const known = makerNames[firstWord(make).toLowerCase()];
  if (known) return known;
  return unshout(tidySpaces(make.replace(companyWords, ' ').replace(/[,.]+$/, '')));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The camera name from EXIF Make and Model; null when both are empty. When the model starts
 * with a maker's name ('NIKON D850', 'PENTAX K-1' from Ricoh), that word is dropped and the
 * maker put once in front, in its usual spelling.
 */
export function cameraName(make: string | null | undefined, model: string | null | undefined) {
  const rawMake = tidySpaces((make ?? '').replace(/\0/g, ''));
  let rawModel = tidySpaces((model ?? '').replace(/\0/g, ''));
  if (!rawMake && !rawModel) return null;
  const modelMaker = makerNames[firstWord(rawModel).toLowerCase()];
  if (!rawMake && !modelMaker) return rawModel;
  const maker = modelMaker ?? makerName(rawMake);
  const repeated = [maker, firstWord(rawMake), modelMaker ? firstWord(rawModel) : ''];
  for (const word of repeated.filter(Boolean)) {
    const stripped = rawModel.replace(new RegExp(`^${escapeRegExp(word)}(\\s+|$)`, 'i'), '');
    if (stripped !== rawModel) {
      rawModel = stripped;
      break;
    }
  }
  return rawModel ? `${maker} ${rawModel}` : maker;
}
