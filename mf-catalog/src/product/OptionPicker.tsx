import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { Product, ProductOption } from '@storefront/contracts';
import { SwatchDot, VisuallyHidden, isColourOption, theme } from '@storefront/ui';
import { useText } from '../messages';
import { type Choice, type ValueState, valueState, valuesOf } from './choice';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space(1)};
    font-weight: 700;
  }
  .values {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
  }
`;

/** A value: its radio input kept for the keyboard and screen readers, drawn as a button or a swatch. */
const Value = styled.label<{ $swatch: boolean; $off: boolean }>`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  .face {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 48px;
    min-height: 36px;
    padding: 0 ${theme.space(1.5)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: #fff;
  }
  ${(p) =>
    p.$swatch &&
    css`
      .face {
        min-width: 0;
        padding: 3px;
        border-radius: 50%;
      }
      .name {
        font-size: 13px;
      }
    `}
  input:checked + .face {
    border: 2px solid ${theme.color.text};
  }
  input:focus-visible + .face {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  ${(p) =>
    p.$off &&
    css`
      cursor: not-allowed;
      color: ${theme.color.muted};
      .face {
        background: #f3f3f3;
        border-style: dashed;
        text-decoration: line-through;
      }
    `}
`;

type PickerProduct = Pick<Product, 'options' | 'variants'>;

/** Why a value cannot be chosen now, as the shopper reads it. */
function useReason(product: PickerProduct, choice: Choice, index: number) {
  const t = useText();
  const before = valuesOf({ ...product, options: product.options.slice(0, index) }, choice);
  return (state: ValueState) =>
    state === 'soldOut' ? t('option.soldOut') : before ? t('option.missing', { choice: before }) : t('option.unavailable');
}

function OptionValue(props: { option: ProductOption; value: string; state: ValueState; checked: boolean; reason: string; onPick(): void }) {
  const reasonId = useId();
  const swatch = isColourOption(props.option.name);
  const off = props.state !== 'ok';
  // The reason is outside the label: it describes the value, and is not part of its name.
  return (
    <>
      <Value $swatch={swatch} $off={off} title={off ? props.reason : undefined}>
        <input
          type="radio"
          name={props.option.name}
          value={props.value}
          checked={props.checked}
          disabled={off}
          aria-describedby={off ? reasonId : undefined}
          onChange={props.onPick}
        />
        <span className="face">{swatch ? <SwatchDot $colour={props.value} $size={28} /> : props.value}</span>
        {swatch && <span className="name">{props.value}</span>}
      </Value>
      {off && <VisuallyHidden id={reasonId}>{props.reason}</VisuallyHidden>}
    </>
  );
}

function OptionGroup(props: { product: PickerProduct; index: number; choice: Choice; choose(name: string, value: string): void }) {
  const option = props.product.options[props.index]!;
  const reason = useReason(props.product, props.choice, props.index);
  const t = useText();
  const chosen = props.choice[option.name];
  return (
    <Group>
      <legend>{chosen === undefined ? option.name : t('option.chosen', { option: option.name, value: chosen })}</legend>
      <div className="values">
        {option.values.map((value) => {
          const state = valueState(props.product, props.choice, props.index, value);
          return (
            <OptionValue
              key={value}
              option={option}
              value={value}
              state={state}
              checked={chosen === value}
              reason={reason(state)}
              onPick={() => props.choose(option.name, value)}
            />
          );
        })}
      </div>
    </Group>
  );
}

/** One group per option: sizes (and other options) as buttons, colours as named swatches; values that
 * are sold out or not made with the choice so far are greyed and say why. */
export function OptionPicker(props: { product: PickerProduct; choice: Choice; choose(name: string, value: string): void }) {
  return (
    <>
      {props.product.options.map((o, index) => (
        <OptionGroup key={o.name} product={props.product} index={index} choice={props.choice} choose={props.choose} />
      ))}
    </>
  );
}
