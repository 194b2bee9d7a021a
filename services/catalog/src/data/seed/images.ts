import type { Pictogram } from './catalogue';

const ICONS: Record<Pictogram, string> = {
  bolt: '<path d="M330 120 L210 320 H290 L260 480 L390 260 H305 Z"/>',
  pot: '<rect x="190" y="250" width="220" height="170" rx="28"/><rect x="170" y="225" width="260" height="30" rx="12"/><rect x="280" y="195" width="40" height="30" rx="8"/><rect x="130" y="280" width="60" height="22" rx="11"/><rect x="410" y="280" width="60" height="22" rx="11"/>',
  shirt:
    '<path d="M230 160 L170 190 L120 270 L180 300 L205 265 L205 450 H395 V265 L420 300 L480 270 L430 190 L370 160 Q300 215 230 160 Z"/>',
  shoe: '<path d="M140 380 V300 Q150 260 200 270 L250 280 Q280 330 340 320 L420 350 Q470 365 470 395 V410 H140 Z"/><rect x="140" y="415" width="330" height="22" rx="8"/>',
  tent: '<path d="M300 150 L470 440 H130 Z"/><path d="M300 300 L345 440 H255 Z" fill-opacity="0.45" fill="#000"/>',
  book: '<rect x="180" y="150" width="240" height="300" rx="14"/><rect x="200" y="150" width="18" height="300" fill="#000" fill-opacity="0.2"/><rect x="250" y="210" width="130" height="16" rx="8" fill="#000" fill-opacity="0.2"/><rect x="250" y="240" width="100" height="12" rx="6" fill="#000" fill-opacity="0.2"/>',
  blocks:
    '<rect x="170" y="300" width="120" height="120" rx="12"/><rect x="310" y="300" width="120" height="120" rx="12"/><rect x="240" y="170" width="120" height="120" rx="12"/>',
  drop: '<path d="M300 140 Q400 280 400 350 A100 100 0 0 1 200 350 Q200 280 300 140 Z"/>',
  basket: '<path d="M150 280 H450 L415 440 H185 Z"/><path d="M210 280 Q300 140 390 280" fill="none" stroke="#fff" stroke-width="22"/>',
  leaf: '<path d="M170 430 Q170 190 440 160 Q420 420 170 430 Z"/><path d="M190 410 L380 215" stroke="#000" stroke-opacity="0.2" stroke-width="10"/>',
  paw: '<ellipse cx="300" cy="360" rx="85" ry="70"/><circle cx="205" cy="255" r="38"/><circle cx="265" cy="205" r="38"/><circle cx="335" cy="205" r="38"/><circle cx="395" cy="255" r="38"/>',
  pencil:
    '<g transform="rotate(-40 300 300)"><rect x="180" y="265" width="220" height="70" rx="8"/><path d="M400 265 L470 300 L400 335 Z"/><rect x="150" y="265" width="40" height="70" rx="8" fill="#000" fill-opacity="0.2"/></g>',
  snowflake:
    '<g stroke="#fff" stroke-width="22" stroke-linecap="round"><path d="M300 150 V450"/><path d="M170 225 L430 375"/><path d="M170 375 L430 225"/><path d="M265 175 L300 205 L335 175"/><path d="M265 425 L300 395 L335 425"/></g>',
  gift: '<rect x="150" y="260" width="300" height="190" rx="14"/><rect x="130" y="210" width="340" height="60" rx="12"/><rect x="285" y="210" width="30" height="240" fill="#000" fill-opacity="0.2"/><path d="M300 210 Q240 130 200 170 Q185 205 300 210 Q360 130 400 170 Q415 205 300 210 Z"/>',
  coat: '<path d="M245 150 Q300 105 355 150 L435 200 L470 430 L410 440 L395 300 V460 H205 V300 L190 440 L130 430 L165 200 Z"/><path d="M300 165 V460" stroke="#000" stroke-opacity="0.2" stroke-width="10"/>',
  hat: '<path d="M170 375 Q170 205 300 205 Q430 205 430 375 Z"/><rect x="150" y="360" width="300" height="80" rx="16"/><path d="M195 372 V428 M240 372 V428 M285 372 V428 M330 372 V428 M375 372 V428 M420 372 V428" stroke="#000" stroke-opacity="0.15" stroke-width="8"/><circle cx="300" cy="180" r="42"/>',
  ball: '<circle cx="300" cy="330" r="125"/><rect x="270" y="180" width="60" height="35" rx="6"/><path d="M180 310 Q300 360 420 310" stroke="#000" stroke-opacity="0.15" stroke-width="18" fill="none"/>',
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a name into at most two lines of about 22 characters. */
function lines(text: string): string[] {
  const words = text.split(' ');
  const out: string[] = [''];
  for (const w of words) {
    const last = out[out.length - 1]!;
    if (last && (last + ' ' + w).length > 22 && out.length < 2) out.push(w);
    else out[out.length - 1] = last ? `${last} ${w}` : w;
  }
  return out;
}

/** A product picture drawn locally: the category's colours and pictogram, with the product's name. */
export function productImageSvg(p: { name: string; brand: string; colors: [string, string]; icon: Pictogram; shade: number }): string {
  const [from, to] = p.colors;
  const angle = [0, 35, 70][p.shade % 3]!;
  const text = lines(p.name)
    .map((l, i) => `<text x="300" y="${525 + i * 38}" font-size="32" font-weight="700">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(`${p.brand} ${p.name}`)}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
<circle cx="300" cy="300" r="210" fill="#fff" fill-opacity="0.12"/>
<g fill="#fff">${ICONS[p.icon]}</g>
<g fill="#fff" font-family="Helvetica, Arial, sans-serif" text-anchor="middle">
<text x="300" y="70" font-size="26" letter-spacing="3" fill-opacity="0.85">${escapeXml(p.brand.toUpperCase())}</text>${text}
</g></svg>`;
}

export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="No image">
<rect width="600" height="600" fill="#e5e7eb"/><g fill="#9ca3af"><rect x="170" y="190" width="260" height="200" rx="16"/><circle cx="240" cy="250" r="28" fill="#e5e7eb"/><path d="M190 370 L270 290 L330 350 L370 310 L410 370 Z" fill="#e5e7eb"/></g>
<text x="300" y="450" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="#6b7280" text-anchor="middle">No image</text></svg>`;
