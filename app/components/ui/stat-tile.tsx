/** A key figure with its label. */
export function StatTile({ figure, label }: { figure: string; label: string }) {
  return (
    <div className="rounded-(--radius-card) border border-slate-200 bg-white p-6 text-center shadow-(--shadow-raised)">
      <p className="text-4xl font-bold text-brand-700">{figure}</p>
      <p className="mt-2 text-sm font-medium text-slate-700">{label}</p>
    </div>
  );
}
