import BarChart from '@mui/icons-material/BarChart';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Email from '@mui/icons-material/Email';
import Favorite from '@mui/icons-material/Favorite';
import Groups from '@mui/icons-material/Groups';
import Lightbulb from '@mui/icons-material/Lightbulb';
import Lock from '@mui/icons-material/Lock';
import MuiPhone from '@mui/icons-material/Phone';
import MuiPlace from '@mui/icons-material/Place';
import MenuBook from '@mui/icons-material/MenuBook';
import Psychology from '@mui/icons-material/Psychology';
import Public from '@mui/icons-material/Public';
import Schedule from '@mui/icons-material/Schedule';
import Search from '@mui/icons-material/Search';
import SelfImprovement from '@mui/icons-material/SelfImprovement';
import Shield from '@mui/icons-material/Shield';
import Star from '@mui/icons-material/Star';
import WarningAmber from '@mui/icons-material/WarningAmber';
import MuiArrowBack from '@mui/icons-material/ArrowBack';
import MuiExpandMore from '@mui/icons-material/ExpandMore';
import type { SvgIconComponent } from '@mui/icons-material';
import { staticMui } from './static-mui.js';
import type { Card } from '../types/site.js';

/** Icons are MUI components too, so each size and styling is rendered once per build (static-mui.tsx). */
const icon = (component: SvgIconComponent, name: string) => staticMui(component, name);

export const ArrowBack = icon(MuiArrowBack, 'ArrowBack');
export const ExpandMore = icon(MuiExpandMore, 'ExpandMore');
export const Phone = icon(MuiPhone, 'Phone');
export const Place = icon(MuiPlace, 'Place');
export const Mail = icon(Email, 'Email');

/** The icon names the schema allows, each mapped to a Material icon. */
export const ICONS: Record<NonNullable<Card['icon']>, SvgIconComponent> = {
  brain: icon(Psychology, 'Psychology'),
  meditation: icon(SelfImprovement, 'SelfImprovement'),
  heart: icon(Favorite, 'Favorite'),
  chart: icon(BarChart, 'BarChart'),
  shield: icon(Shield, 'Shield'),
  check: icon(CheckCircle, 'CheckCircle'),
  lock: icon(Lock, 'Lock'),
  clock: icon(Schedule, 'Schedule'),
  book: icon(MenuBook, 'MenuBook'),
  people: icon(Groups, 'Groups'),
  mail: Mail,
  star: icon(Star, 'Star'),
  search: icon(Search, 'Search'),
  globe: icon(Public, 'Public'),
  warning: icon(WarningAmber, 'WarningAmber'),
  lightbulb: icon(Lightbulb, 'Lightbulb'),
  phone: Phone,
  place: Place,
};
