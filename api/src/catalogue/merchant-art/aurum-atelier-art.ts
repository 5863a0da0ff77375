/** Aurum Atelier (luxury): a gold watch face on black, fine rules and a ring, quiet and spare. */
export const AURUM_ATELIER_ART = [
  '<defs>',
  '<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3e4b5"/><stop offset="0.5" stop-color="#c9a34a"/><stop offset="1" stop-color="#8a6d1f"/></linearGradient>',
  '<radialGradient id="light" cx="0.62" cy="0.4" r="0.6"><stop offset="0" stop-color="#3a3120"/><stop offset="1" stop-color="#17140c"/></radialGradient>',
  '</defs>',
  '<rect width="1200" height="600" fill="url(#light)"/>',
  // Fine rules across the field.
  '<g stroke="#c9a34a" stroke-opacity="0.25" stroke-width="1.5">',
  '<path d="M0 120 H1200 M0 480 H1200 M120 0 V600"/>',
  '</g>',
  // The watch: case, bezel, hour marks, hands.
  '<g transform="translate(760 300)">',
  '<circle r="200" fill="none" stroke="url(#gold)" stroke-width="14"/>',
  '<circle r="178" fill="#0e0c07" stroke="#8a6d1f" stroke-width="2"/>',
  '<g stroke="url(#gold)" stroke-width="6" stroke-linecap="round">',
  '<path d="M0 -160 V-132 M0 160 V132 M-160 0 H-132 M160 0 H132"/>',
  '</g>',
  '<g stroke="#c9a34a" stroke-width="3" stroke-linecap="round">',
  '<path d="M80 -138.6 L70 -121.2 M138.6 -80 L121.2 -70 M138.6 80 L121.2 70 M80 138.6 L70 121.2 M-80 138.6 L-70 121.2 M-138.6 80 L-121.2 70 M-138.6 -80 L-121.2 -70 M-80 -138.6 L-70 -121.2"/>',
  '</g>',
  '<path d="M0 0 L-58 -96" stroke="url(#gold)" stroke-width="8" stroke-linecap="round"/>',
  '<path d="M0 0 L118 40" stroke="url(#gold)" stroke-width="5" stroke-linecap="round"/>',
  '<circle r="10" fill="url(#gold)"/>',
  '<rect x="-26" y="-238" width="52" height="30" rx="4" fill="url(#gold)"/>',
  '</g>',
  // A ring beside it.
  '<g transform="translate(360 360)">',
  '<ellipse rx="92" ry="34" fill="none" stroke="url(#gold)" stroke-width="12"/>',
  '<path d="M-22 -40 L0 -70 L22 -40 L0 -28 Z" fill="#f7f3e6" stroke="#c9a34a" stroke-width="2"/>',
  '</g>',
].join('');
