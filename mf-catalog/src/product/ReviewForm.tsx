import { type FormEvent, useState } from 'react';
import type { Language, MyReview } from '@storefront/contracts';
import { Button, Field, LANGUAGES, LANGUAGE_NAMES, Notice, errorMessage, theme, useLanguage } from '@storefront/ui';
import styled from 'styled-components';
import { reviewsApi } from '../api';
import { useText } from '../messages';

const Form = styled.form`
  display: grid;
  gap: ${theme.space(1.5)};
  h3 {
    margin: 0;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
  }
  legend {
    font-weight: 700;
    font-size: 13px;
    margin-bottom: 4px;
  }
  fieldset label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font-size: 14px;
  }
  .buttons {
    display: flex;
    gap: ${theme.space(1)};
  }
`;

/** Writes a review, or changes one's own: 1 to 5 stars, an optional title and text, in a language. */
export function ReviewForm(props: { productId: string; editing?: MyReview; onSaved: () => void; onCancel?: () => void }) {
  const t = useText();
  const { language } = useLanguage();
  const [rating, setRating] = useState(props.editing?.rating ?? 0);
  const [title, setTitle] = useState(props.editing?.title ?? '');
  const [text, setText] = useState(props.editing?.text ?? '');
  const [written, setWritten] = useState<Language>(props.editing?.language ?? language);
  const [state, setState] = useState<{ sending: boolean; error?: string }>({ sending: false });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (rating === 0) return setState({ sending: false, error: t('reviews.chooseRating') });
    setState({ sending: true });
    const body = { rating, title, text, language: written };
    try {
      if (props.editing) await reviewsApi.edit(props.editing._id, body);
      else await reviewsApi.write(props.productId, body);
      setState({ sending: false });
      props.onSaved();
    } catch (err) {
      setState({ sending: false, error: errorMessage(err) });
    }
  };

  return (
    <Form id="write-review" onSubmit={(e) => void submit(e)} aria-labelledby="review-form-title">
      <h3 id="review-form-title">{props.editing ? t('reviews.editTitle') : t('reviews.write')}</h3>
      <fieldset>
        <legend>{t('reviews.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
            {t('reviews.stars', { count: n })}
          </label>
        ))}
      </fieldset>
      <Field>
        {t('reviews.titleField')}
        <input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} lang={written} />
      </Field>
      <Field>
        {t('reviews.textField')}
        <textarea value={text} rows={5} maxLength={5000} onChange={(e) => setText(e.target.value)} lang={written} />
      </Field>
      <Field>
        {t('reviews.languageField')}
        <select value={written} onChange={(e) => setWritten(e.target.value as Language)}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </Field>
      {state.error && (
        <Notice $tone="error" role="alert">
          {state.error}
        </Notice>
      )}
      <p>{t('reviews.moderated')}</p>
      <div className="buttons">
        <Button type="submit" disabled={state.sending}>
          {state.sending ? t('reviews.sending') : t('reviews.submit')}
        </Button>
        {props.onCancel && (
          <Button type="button" $variant="plain" onClick={props.onCancel}>
            {t('reviews.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
