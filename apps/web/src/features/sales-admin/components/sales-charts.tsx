import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatEuros, saleKindLabels, type SalesOverview } from '@shop/contracts';
import {
  formatAxisEuros,
  formatCount,
  longMonth,
  netByMonth,
  ordersByMonth,
  shortMonth,
  type SalesView,
} from '@/features/sales-admin/utils/sales-figures';
import styles from './sales-admin.module.css';

/** Each kind's colour, readable on the dark background; the total in the text's colour. */
const colors: Record<SalesView, string> = {
  prints: '#e8b04b',
  tickets: '#6cb6d9',
  total: '#f4f4f5',
};
const CHART_HEIGHT = 260;
const axisTick = { fill: '#a1a1aa', fontSize: 12 };
const tooltipStyles = {
  contentStyle: {
    background: '#1a1a1e',
    border: '1px solid rgba(255, 255, 255, 0.16)',
    borderRadius: '0.6rem',
    color: '#f4f4f5',
  },
  labelStyle: { color: '#f4f4f5', fontWeight: 600 },
  cursor: { fill: 'rgba(255, 255, 255, 0.06)' },
};

const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));
const monthTitle = (year: number) => (label: unknown) => `${longMonth(String(label))} de ${year}`;

/** What each chart draws: both kinds when 'Total' is chosen, else the chosen one. */
const seriesOf = (view: SalesView): SalesView[] =>
  view === 'total' ? ['prints', 'tickets'] : [view];

interface ChartProps {
  overview: SalesOverview;
  view: SalesView;
  /** The table that holds the same numbers, named in each chart's description. */
  tableName: string;
}

/**
 * The year's net takings by month, bars in euros (both kinds stacked for 'Total'), and its
 * orders by month, a line. Each chart is a focusable SVG (recharts' accessibility layer: the
 * arrow keys move the tooltip from month to month) named and described in Spanish; the table
 * beside them holds the same numbers.
 */
export function SalesCharts({ overview, view, tableName }: ChartProps) {
  const { year } = overview;
  const kind = saleKindLabels[view];
  const series = seriesOf(view);
  const stacked = series.length > 1;
  const netTitle = `Ingresos netos por mes en ${year}: ${kind.toLowerCase()}`;
  const ordersTitle = `Pedidos por mes en ${year}: ${kind.toLowerCase()}`;
  const described = `Los datos están en la tabla «${tableName}».`;

  return (
    <div className={styles.charts}>
      <figure className={styles.chart}>
        <figcaption className={styles.chartCaption}>Ingresos netos por mes</figcaption>
        <BarChart
          accessibilityLayer
          responsive
          style={{ width: '100%', height: CHART_HEIGHT }}
          data={netByMonth(overview)}
          stackOffset="sign"
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          title={netTitle}
          desc={`${stacked ? 'Barras apiladas de copias impresas y entradas' : 'Barras'}, en euros, de enero a diciembre. ${described}`}
          aria-label={`Gráfico de barras: ${netTitle}. ${described}`}
        >
          <CartesianGrid vertical={false} stroke="rgba(255, 255, 255, 0.08)" />
          <XAxis dataKey="month" tickFormatter={shortMonth} tick={axisTick} interval={0} />
          <YAxis
            width="auto"
            tickFormatter={(value: unknown) => formatAxisEuros(asNumber(value))}
            tick={axisTick}
          />
          <Tooltip
            {...tooltipStyles}
            labelFormatter={monthTitle(year)}
            formatter={(value) => formatEuros(asNumber(value))}
          />
          {stacked && <Legend />}
          {series.map((s) => (
            <Bar key={s} dataKey={s} name={saleKindLabels[s]} fill={colors[s]} stackId="net" />
          ))}
        </BarChart>
      </figure>
      <figure className={styles.chart}>
        <figcaption className={styles.chartCaption}>Pedidos por mes</figcaption>
        <LineChart
          accessibilityLayer
          responsive
          style={{ width: '100%', height: CHART_HEIGHT }}
          data={ordersByMonth(overview)}
          margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
          title={ordersTitle}
          desc={`${stacked ? 'Líneas de copias impresas y entradas' : 'Una línea'}, en pedidos, de enero a diciembre. ${described}`}
          aria-label={`Gráfico de líneas: ${ordersTitle}. ${described}`}
        >
          <CartesianGrid vertical={false} stroke="rgba(255, 255, 255, 0.08)" />
          <XAxis dataKey="month" tickFormatter={shortMonth} tick={axisTick} interval={0} />
          <YAxis
            width="auto"
            allowDecimals={false}
            tickFormatter={(value: unknown) => formatCount(asNumber(value))}
            tick={axisTick}
          />
          <Tooltip
            {...tooltipStyles}
            cursor={{ stroke: 'rgba(255, 255, 255, 0.2)' }}
            labelFormatter={monthTitle(year)}
            formatter={(value) => formatCount(asNumber(value))}
          />
          {stacked && <Legend />}
          {series.map((s) => (
            <Line
              key={s}
              type="monotone"
              dataKey={s}
              name={saleKindLabels[s]}
              stroke={colors[s]}
              strokeWidth={2}
              dot={{ r: 3, fill: colors[s] }}
            />
          ))}
        </LineChart>
      </figure>
    </div>
  );
}
