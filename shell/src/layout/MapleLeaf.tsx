export function MapleLeaf({ size = 22, color = '#c8102e' }: { size?: number; color?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <path
        fill={color}
        d="M32 4l4.5 9 6.5-3.3-2.3 13.3 7.8-7.8 2.2 5.5 9-2.2-4.4 10 4.4 2.2-12.2 9 1.1 5.5-12.2-2.2V60h-2.8V42.8l-12.2 2.2 1.1-5.5-12.2-9 4.4-2.2-4.4-10 9 2.2 2.2-5.5 7.8 7.8L21 9.7l6.5 3.3z"
      />
    </svg>
  );
}
