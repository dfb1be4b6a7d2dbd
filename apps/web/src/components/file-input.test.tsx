import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { chosenFiles, FileInput } from './file-input';

function Example() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <>
      <label htmlFor="f">Imagen</label>
      <FileInput
        id="f"
        accept="image/*"
        multiple
        chosen={chosenFiles(files)}
        onChange={(e) => setFiles([...(e.target.files ?? [])])}
      />
    </>
  );
}

describe('FileInput', () => {
  it('speaks Spanish, keeps the caller’s label on the real input, and names what was chosen', async () => {
    render(<Example />);
    expect(screen.getByText('Elegir archivos')).toBeVisible();
    expect(screen.getByText('Ningún archivo elegido')).toBeVisible();
    const input = screen.getByLabelText<HTMLInputElement>('Imagen');
    expect(input.type).toBe('file');
    const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
    await userEvent.upload(input, [file('faro.jpg')]);
    expect(screen.getByText('faro.jpg')).toBeVisible();
    await userEvent.upload(input, [file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    expect(screen.getByText('3 archivos')).toBeVisible();
  });
});
