/** Shadow Forge: an anvil and a blade under a dark sky, lit only by embers. */
export const SHADOW_FORGE_ART = [
  '<defs>',
  '<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#15131c"/><stop offset="1" stop-color="#2a1a16"/></linearGradient>',
  '<radialGradient id="ember" cx="0.6" cy="0.75" r="0.45"><stop offset="0" stop-color="#ff7a2e" stop-opacity="0.55"/><stop offset="1" stop-color="#ff7a2e" stop-opacity="0"/></radialGradient>',
  '</defs>',
  '<rect width="1200" height="600" fill="url(#night)"/>',
  '<rect width="1200" height="600" fill="url(#ember)"/>',
  // The anvil.
  '<path d="M560 380 H900 C900 420 860 430 820 430 L800 500 H880 V530 H580 V500 H660 L640 430 C600 430 570 410 560 380 Z" fill="#0b0a0f" stroke="#5b4a44" stroke-width="3"/>',
  '<path d="M560 380 C520 380 480 370 450 350 C500 350 540 355 560 360 Z" fill="#0b0a0f" stroke="#5b4a44" stroke-width="3"/>',
  // A glowing blade on it.
  '<path d="M600 368 L880 350 L900 358 L880 366 Z" fill="#ff9a4a"/>',
  // Embers.
  '<g fill="#ffb070">',
  '<circle cx="700" cy="300" r="4"/><circle cx="760" cy="260" r="3"/><circle cx="820" cy="220" r="2.5"/><circle cx="660" cy="240" r="2"/>',
  '<circle cx="880" cy="280" r="3"/><circle cx="740" cy="180" r="2"/><circle cx="800" cy="140" r="1.5"/>',
  '</g>',
].join('');
