import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, theme } from '@storefront/ui';
import { MapleLeaf } from './MapleLeaf';

const Wrap = styled.footer`
  margin-top: ${theme.space(4)};
  color: #ddd;
  font-size: 14px;
  a {
    color: #ddd;
    text-decoration: none;
    &:hover {
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
  h3 {
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
  }
`;

export function Footer() {
  return (
    <Wrap>
      <Top type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        Back to top
      </Top>
      <Columns>
        <div>
          <h3>Get to Know Us</h3>
          <ul>
            <li>
              <Link to="/customer-service">About Maple Market</Link>
            </li>
            <li>
              <Link to="/products">All Products</Link>
            </li>
          </ul>
        </div>
        <div>
          <h3>Your Account</h3>
          <ul>
            <li>
              <Link to="/account">Your Account</Link>
            </li>
            <li>
              <Link to="/orders">Your Orders</Link>
            </li>
            <li>
              <Link to="/wishlist">Your Wishlist</Link>
            </li>
          </ul>
        </div>
        <div>
          <h3>Let Us Help You</h3>
          <ul>
            <li>
              <Link to="/customer-service">Customer Service</Link>
            </li>
            <li>
              <Link to="/orders">Returns &amp; Replacements</Link>
            </li>
            <li>
              <Link to="/find-order">Find my order</Link>
            </li>
            <li>
              <Link to="/buy-again">Buy Again</Link>
            </li>
          </ul>
        </div>
        <div>
          <h3>Shipping</h3>
          <ul>
            <li>Free delivery across Canada</li>
            <li>Prices before tax: GST/HST added at checkout</li>
          </ul>
        </div>
      </Columns>
      <Bottom>
        <p className="locale">
          <MapleLeaf size={14} /> English · Canada · CAD $
        </p>
        <p>© {new Date().getFullYear()} Maple Market Inc. All rights reserved.</p>
        <p>100 Queen Street West, Toronto, ON M5H 2N2 · 1-800-555-0199</p>
      </Bottom>
    </Wrap>
  );
}
