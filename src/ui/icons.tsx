import MuiPhone from '@mui/icons-material/Phone';
import MuiPlace from '@mui/icons-material/Place';
import Email from '@mui/icons-material/Email';
import MuiArrowBack from '@mui/icons-material/ArrowBack';
import MuiExpandMore from '@mui/icons-material/ExpandMore';
import type { SvgIconComponent } from '@mui/icons-material';
import { createSvgIcon } from '@mui/material/SvgIcon';
import { createElement, type ReactNode } from 'react';
import { type IconShape, iconShapes, materialName } from '../material-icons.js';
import { staticMui } from './static-mui.js';
import { Memo } from '../memo.js';

/** Icons are MUI components too, so each size and styling is rendered once per build (static-mui.tsx). */
const icon = (component: SvgIconComponent, name: string) => staticMui(component, name);

export const ArrowBack = icon(MuiArrowBack, 'ArrowBack');
export const ExpandMore = icon(MuiExpandMore, 'ExpandMore');
export const Phone = icon(MuiPhone, 'Phone');
export const Place = icon(MuiPlace, 'Place');
export const Mail = icon(Email, 'Email');

const named = new Memo<string, SvgIconComponent>('named icons', 1_000);

/**
 * A Material icon a site names (validation has checked the name), made as
 * @mui/icons-material makes it, with createSvgIcon and the icon's shapes,
 * so it draws the same markup; only the icons a site names are read.
 */
export function materialIcon(name: string): SvgIconComponent {
  const material = materialName(name);
  let component = named.get(material);
  if (!component) named.set(material, (component = icon(createSvgIcon(elements(iconShapes(material)), material) as SvgIconComponent, material)));
  return component;
}

function elements(shapes: IconShape[]): ReactNode {
  const made = shapes.map(([tag, { children, ...props }], i) =>
    createElement(tag, shapes.length > 1 ? { ...props, key: String(i) } : props, Array.isArray(children) ? elements(children as IconShape[]) : undefined),
  );
  return made.length === 1 ? made[0] : made;
}
