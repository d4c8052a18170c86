import { forwardRef, type SVGProps } from "react";

type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { color?: string };

/**
 * An icon of @radix-ui/react-icons, drawn from the sprite scripts/radix-icons.ts builds: the
 * package's props, sizes and colour (currentColor unless `color` says otherwise; the <use> takes
 * the <svg>'s CSS colour), with a ref to the <svg>. Children are ignored, as the package's are.
 */
export function spriteIcon(name: string, href: string) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ color = "currentColor", children, ...props }, ref) {
    void children;
    const style = color === "currentColor" ? props.style : { ...props.style, color };
    return (
      <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props} style={style} ref={ref}>
        <use href={href} />
      </svg>
    );
  });
  Icon.displayName = name;
  return Icon;
}
