export function SettlementRankingsPage() {
  return null;
}
