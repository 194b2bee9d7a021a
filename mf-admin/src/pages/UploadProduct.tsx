import { Button, Card, Field, Notice, Page, PageTitle, SignInRequired, theme, useSession } from '@storefront/ui';
import styled from 'styled-components';
import { useText } from '../messages';
import { BackOfficeNav } from '../BackOfficeNav';
import { NameAndDescription, PriceField } from '../product-fields';
import { UploadNotice } from './upload-product/UploadNotice';
import { useProductUpload } from './upload-product/useProductUpload';

const Form = styled.form`
  display: grid;
  /* A column that may be narrower than its widest control (a file picker's own width): on a phone at
     400% zoom the form fits the screen rather than scrolling sideways. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(2)};
  max-width: 640px;
  .pair {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(2)};
    /* Side by side where there is room; one under the other on a phone. */
    @media (min-width: 600px) {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }
  .image {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(1.5)};
  }
  img {
    width: 120px;
    height: 120px;
    object-fit: contain;
    background: #f7f7f7;
    border-radius: ${theme.radius};
  }
`;

/** Admins add products: upload the picture first, then the details. Rights are checked by the server.
 * (/upload-product and /upload, the spec's routes, inside the back office.) */
export default function UploadProduct() {
  const t = useText();
  const me = useSession();
  const { form, set, choose, fileInput, imageUrl, uploading, saving, message, uploadImage, submit } = useProductUpload();

  if (!me) return <SignInRequired />;
  if (!me.isAdmin) {
    return (
      <Page>
        <Notice $tone="error" role="alert">
          {t('upload.shopper')}
        </Notice>
      </Page>
    );
  }

  return (
    <Page>
      <BackOfficeNav />
      <PageTitle>{t('upload.title')}</PageTitle>
      <Card>
        <Form onSubmit={(e) => void submit(e)} aria-label={t('upload.title')}>
          <NameAndDescription form={form} set={set} />
          <div className="pair">
            <PriceField form={form} set={set} />
            <Field>
              {t('common.stock')}
              <input required type="number" min="0" step="1" value={form.stock} onChange={set('stock')} />
            </Field>
          </div>
          <Field>
            {t('upload.category')}
            <input maxLength={100} value={form.category} onChange={set('category')} />
          </Field>
          <Field>
            {t('upload.image')}
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
            />
          </Field>
          <div className="image">
            <Button type="button" $variant="plain" disabled={uploading} onClick={() => void uploadImage()}>
              {uploading ? t('upload.uploading') : t('upload.uploadImage')}
            </Button>
            {imageUrl && <img src={imageUrl} alt={t('upload.uploaded')} />}
          </div>
          {message && <UploadNotice message={message} />}
          <Button type="submit" disabled={!imageUrl || saving}>
            {saving ? t('upload.saving') : t('upload.submit')}
          </Button>
        </Form>
      </Card>
    </Page>
  );
}
