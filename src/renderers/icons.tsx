import BarChart from '@mui/icons-material/BarChart';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Email from '@mui/icons-material/Email';
import Favorite from '@mui/icons-material/Favorite';
import Groups from '@mui/icons-material/Groups';
import Lightbulb from '@mui/icons-material/Lightbulb';
import Lock from '@mui/icons-material/Lock';
import MenuBook from '@mui/icons-material/MenuBook';
import Psychology from '@mui/icons-material/Psychology';
import Public from '@mui/icons-material/Public';
import Schedule from '@mui/icons-material/Schedule';
import Search from '@mui/icons-material/Search';
import SelfImprovement from '@mui/icons-material/SelfImprovement';
import Shield from '@mui/icons-material/Shield';
import Star from '@mui/icons-material/Star';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Card } from '../types/site.js';

/** The icon names the schema allows, each mapped to a Material icon. */
export const ICONS: Record<NonNullable<Card['icon']>, SvgIconComponent> = {
  brain: Psychology,
  personality: SelfImprovement,
  heart: Favorite,
  chart: BarChart,
  shield: Shield,
  check: CheckCircle,
  lock: Lock,
  clock: Schedule,
  book: MenuBook,
  people: Groups,
  mail: Email,
  star: Star,
  search: Search,
  globe: Public,
  warning: WarningAmber,
  lightbulb: Lightbulb,
};
