import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import EggIcon from '@mui/icons-material/Egg';
import SavingsIcon from '@mui/icons-material/Savings';
import { type RouteModule } from '@plantel/contracts';

/** A chicken's silhouette (the one of the logo and the staff cursor), for the broiler module. */
function ChickenIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="4 8 56 52" {...props}>
      <path d="M17 15c-1-3 2-6 4-4 1-3 5-3 6 0 2-1 4 1 3 4z" />
      <path d="M20 37c0-8 6-14 14-14 6 0 10 3 12 7l10-7c2 11-2 23-16 24h-8c-7 0-12-4-12-10z" />
      <circle cx="22" cy="22" r="8" />
      <path d="M14 20l-7 3 7 3z" />
      <path d="M30 47v9h-3M37 47v9h3" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="19.5" cy="21" r="2" fill="#fff" />
    </SvgIcon>
  );
}

/** One icon per farm module in the side bar (decorative: the module's name goes beside it). */
export function ModuleIcon({ module }: { module: RouteModule }) {
  switch (module) {
    case 'broiler':
      return <ChickenIcon aria-hidden />;
    case 'matrix':
      return <AccountTreeIcon aria-hidden />;
    case 'laying-birds':
      return <EggIcon aria-hidden />;
    case 'swine':
      return <SavingsIcon aria-hidden />;
  }
}
