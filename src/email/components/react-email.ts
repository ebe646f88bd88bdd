/**
 * The React Email components our blocks use, imported package by package. The
 * `@react-email/components` umbrella also loads Tailwind and the code-block highlighter, ~50 MB
 * of memory in every server process for components we never render. These are the very modules
 * the umbrella re-exports (same versions, deduplicated), so generated TSX that imports the
 * umbrella renders identical HTML; compile-react.ts loads the umbrella only when it compiles.
 */
export { Body } from '@react-email/body';
export { Button } from '@react-email/button';
export { Column } from '@react-email/column';
export { Container } from '@react-email/container';
export { Head } from '@react-email/head';
export { Heading } from '@react-email/heading';
export { Hr } from '@react-email/hr';
export { Html } from '@react-email/html';
export { Img } from '@react-email/img';
export { Link } from '@react-email/link';
export { Preview } from '@react-email/preview';
export { Row } from '@react-email/row';
export { Section } from '@react-email/section';
export { Text } from '@react-email/text';
