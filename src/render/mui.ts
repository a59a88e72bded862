/**
 * The MUI components block renderers use, wrapped by staticMui so that each
 * distinct styling is worked out once per build rather than once per
 * instance. Renderers import them from here instead of '@mui/material'.
 */
import * as Mui from '@mui/material';
import { staticMui } from './static-mui.js';

export const Box = staticMui(Mui.Box, 'Box');
export const Typography = staticMui(Mui.Typography, 'Typography');
export const Button = staticMui(Mui.Button, 'Button');
export const Chip = staticMui(Mui.Chip, 'Chip');
export const Link = staticMui(Mui.Link, 'Link');
export const Paper = staticMui(Mui.Paper, 'Paper');
export const Card = staticMui(Mui.Card, 'Card');
export const CardContent = staticMui(Mui.CardContent, 'CardContent');
export const Stack = staticMui(Mui.Stack, 'Stack');
