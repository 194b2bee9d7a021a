import { chooseLanguage, LANGUAGE_NAMES, LANGUAGES, Link, media, theme, useLanguage } from '@storefront/ui';
import styled from 'styled-components';
import { shellMessages } from '../messages';
import { MapleLeaf } from './MapleLeaf';

const Wrap = styled.footer`
  margin-top: ${theme.space(4)};
  color: #ddd;
  font-size: 14px;
  a {
    color: #ddd;
    text-decoration: none;
    /* The page's orange hover colour is too faint on this dark ground (3:1): stay light. */
    &:hover {
      color: #fff;
      text-decoration: underline;
    }
  }
`;

const Top = styled.button`
  display: block;
  width: 100%;
  padding: 15px;
  border: 0;
  background: #37475a;
  color: #fff;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: #485769;
  }
`;

const Columns = styled.div`
  background: ${theme.color.footer};
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space(3)};
  padding: ${theme.space(5)} ${theme.space(3)};
  ${media.md} {
    grid-template-columns: repeat(4, auto);
    justify-content: center;
    gap: ${theme.space(10)};
  }
  h2 {
    color: #fff;
    font-size: 16px;
    margin: 0 0 ${theme.space(1)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    line-height: 2;
  }
`;

const Bottom = styled.div`
  background: ${theme.color.footerDeep};
  padding: ${theme.space(3)};
  text-align: center;
  line-height: 2;
  font-size: 12px;
  p {
    margin: 0;
  }
  .locale {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    border: 1px solid #848688;
    border-radius: 3px;
    padding: 2px 10px;
    margin-bottom: ${theme.space(1)};
    font-size: 13px;
    button {
      background: none;
      border: 0;
      padding: 0;
      color: #fff;
      font: inherit;
      text-decoration: underline;
      cursor: pointer;
    }
  }
`;

/** The footer's language line: the page's language, and the other one as a button that switches the
 * whole store to it at once (remembered in a cookie, and on a signed-in shopper's account). */
function LanguageLine() {
  const t = shellMessages.useText();
  const { language } = useLanguage();
  return (
    <p className="locale">
      <MapleLeaf size={14} />
      <span>
        {LANGUAGE_NAMES[language]} · {t('footer.countryCurrency')}
      </span>
      {LANGUAGES.filter((l) => l !== language).map((l) => (
        <button key={l} type="button" lang={l} onClick={() => void chooseLanguage(l)}>
          {LANGUAGE_NAMES[l]}
        </button>
      ))}
    </p>
  );
}

export function Footer() {
  const t = shellMessages.useText();
  return (
    <Wrap>
      <Top type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        {t('footer.backToTop')}
      </Top>
      <Columns>
        <div>
          <h2>{t('footer.knowUs')}</h2>
          <ul>
            <li>
              <Link to="/customer-service">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/products">{t('footer.allProducts')}</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2>{t('footer.yourAccount')}</h2>
          <ul>
            <li>
              <Link to="/account">{t('footer.yourAccount')}</Link>
            </li>
            <li>
              <Link to="/orders">{t('footer.yourOrders')}</Link>
            </li>
            <li>
              <Link to="/wishlist">{t('footer.yourWishlist')}</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2>{t('footer.helpYou')}</h2>
          <ul>
            <li>
              <Link to="/customer-service">{t('footer.customerService')}</Link>
            </li>
            <li>
              <Link to="/orders">{t('footer.returns')}</Link>
            </li>
            <li>
              <Link to="/find-order">{t('footer.findOrder')}</Link>
            </li>
            <li>
              <Link to="/buy-again">{t('footer.buyAgain')}</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2>{t('footer.shipping')}</h2>
          <ul>
            <li>{t('footer.freeDelivery')}</li>
            <li>{t('footer.taxes')}</li>
          </ul>
        </div>
      </Columns>
      <Bottom>
        <LanguageLine />
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <p>{t('footer.address')}</p>
      </Bottom>
    </Wrap>
  );
}
