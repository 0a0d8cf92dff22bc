import { HOURS } from '@vendor-portal/contract/messages';
import { clockTime } from '@vendor-portal/contract/dates';
import { isClosed, type HoursForm } from '../../lib/hours.ts';

/** docs/product-spec.md §2 right panel, read-only view: the zone ('Not Set' if empty) and a day / open / close table. */
export function HoursTable({ form }: { form: HoursForm }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700">
        <span className="font-medium text-gray-900">{HOURS.timeZoneLabel}: </span>
        {form.timeZone || HOURS.notSet}
      </p>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-gray-200 text-gray-600">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">
              {HOURS.dayHeader}
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              {HOURS.openHeader}
            </th>
            <th scope="col" className="py-2 font-medium">
              {HOURS.closeHeader}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {form.days.map((day) => (
            <tr key={day.weekDay}>
              <th scope="row" className="py-2.5 pr-2 font-medium text-gray-900">
                {HOURS.weekDay(day.weekDay)}
              </th>
              {isClosed(day) ? (
                <td colSpan={2} className="py-2.5 text-gray-500">
                  {HOURS.closed}
                </td>
              ) : (
                <>
                  <td className="py-2.5 pr-2 tabular-nums text-gray-800">{clockTime(day.openTime)}</td>
                  <td className="py-2.5 tabular-nums text-gray-800">{clockTime(day.closeTime)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
