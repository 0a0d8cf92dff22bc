import { QUALITY } from '@vendor-portal/contract/messages';
import { ruleLines, TIER_TABLE, tierName, type Tier } from '@vendor-portal/contract/tiers';
import { Card, CardHeader } from '../../components/ui/card.tsx';

// docs/architecture.md "Scorecard and tiers": the contract's one table of tiers, shown as it is, the company's
// own tier marked.
export function TierTable({ current }: { current: Tier }) {
  const rows = [
    ...TIER_TABLE.map((rule) => ({ tier: rule.tier as Tier, needs: ruleLines(rule) })),
    { tier: 'standard' as Tier, needs: [QUALITY.ruleStandard] },
  ];
  return (
    <Card className="overflow-hidden">
      <CardHeader title={QUALITY.tableTitle} />
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium sm:px-5">
              {QUALITY.tableTier}
            </th>
            <th scope="col" className="px-4 py-2 font-medium sm:px-5">
              {QUALITY.tableNeeds}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.tier}
              aria-current={row.tier === current ? 'true' : undefined}
              className={row.tier === current ? 'bg-brand-50' : 'border-t border-gray-100'}
            >
              <th scope="row" className="px-4 py-2 align-top font-semibold text-gray-900 sm:px-5">
                {tierName(row.tier)}
              </th>
              <td className="px-4 py-2 text-gray-800 sm:px-5">
                <ul className="flex flex-col gap-0.5">
                  {row.needs.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
