// What LazyMenu loads on the first press: Radix Themes' dropdown menu (with its popper and scroll area).
export { DropdownMenu } from "@radix-ui/themes";
