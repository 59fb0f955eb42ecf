import { Alert, type FormInstance } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { refusalOf } from '@kirana/shared';
import { errorMessage } from '../../app/shopkeeperMessage';
import { useT } from '../../i18n';

/**
 * The server names the field it refused (`sellingPrice: …`, `productImages.0: …`): which of
 * `fields` that is and the sentence for it, or null when it names none of them.
 */
export function refusedField<F extends string>(
  message: string,
  fields: readonly F[],
): { field: F; sentence: string } | null {
  const [, named, sentence] = /^([A-Za-z]+)(?:\.\d+)?: (.+)$/s.exec(message) ?? [];
  const field = fields.find((name) => name === named);
  return field && sentence ? { field, sentence } : null;
}

/**
 * Saving a form to the server: a toast when it lands; when it is refused, the server's message
 * above the form and its sentence on the field it names, so the admin sees what to fix.
 */
export function useFormRefusal<F extends string>(form: FormInstance, fields: readonly F[]) {
  const t = useT();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function save<T>(work: () => Promise<T>, success: (saved: T) => string): Promise<boolean> {
    setRefusal(null);
    try {
      toast.success(success(await work()));
      return true;
    } catch (error) {
      // The server's English names the field; the admin reads the refusal as a sentence, in the language shown.
      const words = errorMessage(error);
      setRefusal(words);
      const refused = refusedField(refusalOf(error)?.message ?? '', fields);
      if (refused) form.setFields([{ name: refused.field, errors: [words] }]);
      return false;
    }
  }

  return {
    save,
    clear: () => setRefusal(null),
    alert: refusal && (
      <Alert
        type="error"
        showIcon
        className="kn-adm-form-refusal"
        title={t('The store didn’t save this')}
        description={refusal}
      />
    ),
  };
}
