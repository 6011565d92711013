module.exports = {
  overrides: [
    {
      files: "**/*.{md,mdx}",
      options: {
        printWidth: 80,
        proseWrap: "always",
      },
    },
  ],
};
