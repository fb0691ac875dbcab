import { useState, type ChangeEvent } from 'react';
import { VERIFICATION_DOCUMENT_ACCEPT, fileSignatureError, verificationDocumentError } from '@donation-network/shared-rules';

/**
 * The verification document picked in a file input (JPEG, PNG or PDF of at most 5 MB): the file, or
 * why it cannot be used, first by its type and size, then by its contents. `inputProps` go on the
 * `<input>`; `onPick` runs on every pick (e.g. to clear the error of an earlier upload).
 */
export function useDocumentChoice(onPick: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const picked = input.files?.[0] ?? null;
    const problem = picked && verificationDocumentError(picked);
    setFileError(problem);
    setFile(problem ? null : picked);
    onPick();
    if (!picked || problem) return;
    // its bytes must be what its type says (a text file renamed fake.pdf is not a PDF)
    const contents = await fileSignatureError(picked);
    // unless another file has been picked meanwhile
    if (contents && input.files?.[0] === picked) {
      setFileError(contents);
      setFile(null);
    }
  };

  return {
    file,
    fileError,
    inputProps: {
      type: 'file',
      accept: VERIFICATION_DOCUMENT_ACCEPT,
      onChange: (event: ChangeEvent<HTMLInputElement>) => void choose(event),
      'aria-invalid': fileError ? true : undefined,
    } as const,
  };
}
