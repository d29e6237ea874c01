import 'server-only';
import { icons as lucide } from '@iconify-json/lucide';
import { getIconData, iconToSVG } from '@iconify/utils';
import { spriteIcons, spriteSymbolId } from './sprite-icons';

/** The sprite icons' symbols, hidden; rendered once per document before any `<use>` of them. */
export function IconSprite() {
  const symbols = [...spriteIcons].map((name) => {
    const data = getIconData(lucide, name.slice(name.indexOf(':') + 1));
    if (data === null) throw new Error(`The sprite names an unknown icon: ${name}`);
    const { attributes, body } = iconToSVG(data);
    // A style reaches into the `<use>` copy through the custom property; a fill attribute would not.
    const fillable = body.replaceAll('fill="none"', 'style="fill:var(--icon-fill,none)"');
    return { id: spriteSymbolId(name), viewBox: attributes.viewBox, body: fillable };
  });
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute overflow-hidden">
      {symbols.map(({ id, viewBox, body }) => (
        // The body is the icon set's own markup (a package file), never user input.
        <symbol key={id} id={id} viewBox={viewBox} dangerouslySetInnerHTML={{ __html: body }} />
      ))}
    </svg>
  );
}
