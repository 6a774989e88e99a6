/**
 * A grey line as tall as a line of its parent's text: a block holding a no-break space takes
 * the parent's line height, so each row below matches the real card's row.
 */
function Line({ width }: { width: string }) {
  return (
    <span className={`block ${width} rounded bg-slate-200 dark:bg-slate-700`}>{'\u00a0'}</span>
  );
}

/**
 * A placeholder of a hotel card while the first results are on their way: the same boxes,
 * paddings and line heights as `HotelCardView` (photo, name, stars, place, rating, badges,
 * price column), so the real card takes its place without moving anything. Hidden from
 * assistive technology by its list; the results heading and progress bar speak for it.
 */
export function HotelCardSkeleton() {
  return (
    <article
      className="relative flex animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-page shadow-sm motion-reduce:animate-none dark:border-slate-700"
      data-hotel-skeleton
    >
      <div className="relative m-3 me-0 h-36 w-28 shrink-0 self-start rounded-xl bg-slate-100 @xl:m-4 @xl:me-0 @xl:h-48 @xl:w-64 dark:bg-slate-800" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 @xl:flex-row @xl:p-4 @xl:justify-between">
        <div className="min-w-0 space-y-1.5">
          <p className="flex text-lg leading-tight font-bold">
            <Line width="w-56 max-w-full" />
          </p>
          <span className="block h-4 w-20 rounded bg-slate-200 dark:bg-slate-700" />
          <p className="flex text-sm">
            <Line width="w-40" />
          </p>
          <p className="flex items-center gap-2 text-sm">
            <span className="flex rounded-md py-0.5">
              <Line width="w-8" />
            </span>
            <Line width="w-24" />
          </p>
          <p className="flex gap-2 pt-1 text-xs">
            <span className="flex rounded-full py-0.5">
              <Line width="w-28" />
            </span>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 @xl:items-end">
          <span className="flex text-xs">
            <Line width="w-20" />
          </span>
          <span className="flex text-2xl font-black">
            <Line width="w-28" />
          </span>
          <span className="flex text-sm">
            <Line width="w-24" />
          </span>
          <span className="mt-2 flex py-2 text-sm @max-xl:hidden">
            <Line width="w-24" />
          </span>
        </div>
      </div>
    </article>
  );
}
