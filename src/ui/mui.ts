/**
 * The MUI components block renderers use, wrapped by staticMui so that each
 * distinct styling is worked out once per build rather than once per
 * instance. Renderers import them from here instead of '@mui/material'.
 */
// One import per component: the '@mui/material' index loads every MUI
// component, a large share of each build's start-up.
import MuiBox from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import MuiCard from '@mui/material/Card';
import MuiCardContent from '@mui/material/CardContent';
import MuiChip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import MuiPaper from '@mui/material/Paper';
import MuiStack from '@mui/material/Stack';
import MuiTypography from '@mui/material/Typography';
import { staticMui } from './static-mui.js';

export const Box = staticMui(MuiBox, 'Box');
export const Typography = staticMui(MuiTypography, 'Typography');
export const Button = staticMui(MuiButton, 'Button');
export const Chip = staticMui(MuiChip, 'Chip');
export const Link = staticMui(MuiLink, 'Link');
export const Paper = staticMui(MuiPaper, 'Paper');
export const Card = staticMui(MuiCard, 'Card');
export const CardContent = staticMui(MuiCardContent, 'CardContent');
export const Stack = staticMui(MuiStack, 'Stack');

// Not templated: a text field's id and name belong to the input inside it, not to the root element a template stands in for.
export { default as TextField } from '@mui/material/TextField';
