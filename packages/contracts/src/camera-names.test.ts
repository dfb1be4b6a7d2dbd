import { describe, expect, it } from 'vitest';
import { cameraName } from './camera-names';

describe('cameraName', () => {
  it.each([
    ['Canon', 'Canon EOS 5D Mark IV', 'Canon EOS 5D Mark IV'],
    ['Canon', 'Canon PowerShot G7 X Mark II', 'Canon PowerShot G7 X Mark II'],
    ['NIKON CORPORATION', 'NIKON D850', 'Nikon D850'],
    ['NIKON CORPORATION', 'NIKON Z 8', 'Nikon Z 8'],
    ['NIKON', 'COOLPIX P1000', 'Nikon COOLPIX P1000'],
    ['SONY', 'ILCE-7M3', 'Sony ILCE-7M3'],
    ['Sony', 'DSC-RX100M7', 'Sony DSC-RX100M7'],
    ['FUJIFILM', 'X-T4', 'Fujifilm X-T4'],
    ['FUJIFILM', 'GFX100S', 'Fujifilm GFX100S'],
    ['OLYMPUS IMAGING CORP.', 'E-M5', 'Olympus E-M5'],
    ['OLYMPUS CORPORATION', 'E-M1MarkII', 'Olympus E-M1MarkII'],
    ['OM Digital Solutions', 'OM-1', 'OM System OM-1'],
    ['Panasonic', 'DC-GH5', 'Panasonic DC-GH5'],
    ['RICOH IMAGING COMPANY, LTD.', 'RICOH GR III', 'Ricoh GR III'],
    ['RICOH IMAGING COMPANY, LTD.', 'PENTAX K-1 Mark II', 'Pentax K-1 Mark II'],
    ['PENTAX Corporation', 'PENTAX K-5', 'Pentax K-5'],
    ['Apple', 'iPhone 15 Pro', 'Apple iPhone 15 Pro'],
    ['samsung', 'SM-G998B', 'Samsung SM-G998B'],
    ['SAMSUNG', 'Galaxy S23 Ultra', 'Samsung Galaxy S23 Ultra'],
    ['HUAWEI', 'ELE-L29', 'Huawei ELE-L29'],
    ['Google', 'Pixel 8 Pro', 'Google Pixel 8 Pro'],
    ['HMD Global', 'Nokia 7.2', 'Nokia 7.2'],
    ['Nokia', 'Lumia 1020', 'Nokia Lumia 1020'],
    ['CASIO COMPUTER CO.,LTD.', 'EX-M2', 'Casio EX-M2'],
    ['CASIO COMPUTER CO.,LTD ', 'EX-ZR1000', 'Casio EX-ZR1000'],
    ['LEICA CAMERA AG', 'LEICA Q2', 'Leica Q2'],
    ['Leica Camera AG', 'LEICA M11', 'Leica M11'],
    ['Hasselblad', 'L1D-20c', 'Hasselblad L1D-20c'],
    ['Hasselblad', 'X2D 100C', 'Hasselblad X2D 100C'],
    ['DJI', 'FC3582', 'DJI FC3582'],
    ['GoPro', 'HERO9 Black', 'GoPro HERO9 Black'],
    ['Xiaomi', 'Redmi Note 8 Pro', 'Xiaomi Redmi Note 8 Pro'],
    ['EASTMAN KODAK COMPANY', 'KODAK EASYSHARE C813', 'Kodak EASYSHARE C813'],
    ['ACME OPTICAL WORKS INC.', 'Model 1', 'Acme Works Model 1'],
    ['Canon\0\0', 'Canon EOS R5\0', 'Canon EOS R5'],
    ['  NIKON   CORPORATION ', '  NIKON  D850 ', 'Nikon D850'],
  ])('%s + %s → %s', (make, model, name) => expect(cameraName(make, model)).toBe(name));

  it('keeps what there is when one half is missing', () => {
    expect(cameraName('NIKON CORPORATION', '')).toBe('Nikon');
    expect(cameraName(null, 'X100V')).toBe('X100V');
    expect(cameraName(undefined, 'NIKON D850')).toBe('Nikon D850');
    expect(cameraName('', '')).toBeNull();
    expect(cameraName(null, null)).toBeNull();
  });
});
