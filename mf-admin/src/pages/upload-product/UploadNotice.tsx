import { Link, Notice } from '@storefront/ui';
import { useText } from '../../messages';
import type { UploadMessage } from './useProductUpload';

/** What happened, why when it failed, and a link to the new product when it was made. */
export function UploadNotice({ message }: { message: UploadMessage }) {
  const t = useText();
  return (
    <Notice $tone={message.ok ? 'success' : 'error'} role="status">
      {message.text}
      {message.reason && (
        <>
          <br />
          {message.reason}
        </>
      )}
      {message.product && (
        <>
          {' '}
          <Link to={`/product/${message.product._id}`}>{t('upload.see')}</Link>
        </>
      )}
    </Notice>
  );
}
