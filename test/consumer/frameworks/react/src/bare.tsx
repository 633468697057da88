// A bare tag in JSX, type-checked only: railkit/react declares Railkit's tags (scripts/framework-types.mjs).
import 'railkit/react';

export const Bare = () => <rk-bank-account locale="en" busy={false} />;
