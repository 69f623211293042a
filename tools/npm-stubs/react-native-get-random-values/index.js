// Intentionally empty: browsers and Node 24 have crypto.getRandomValues (see ../README.md).
