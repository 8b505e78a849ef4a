import Image from "next/image";

/** The app's icon (public/icon.svg, also the favicon); decorative beside the product name. */
export function AppIcon({ size = 24 }: { size?: number }) {
  return (
    <Image src="/icon.svg" alt="" width={size} height={size} className="app-icon" data-testid="app-icon" unoptimized />
  );
}
