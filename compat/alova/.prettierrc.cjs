module.exports = {
  // newline string threshold
  printWidth: 96,

  // Set the number of spaces for each horizontal indentation of the tool
  tabWidth: 2,

  // Whether to use tab indentation
  useTabs: false,

  // Whether to add a semicolon at the end of the sentence
  semi: true,

  // use single quotes
  singleQuote: true,

  // The last object element character plus a comma
  trailingComma: 'none',

  // Whether there is a space between the curly braces of the object literal
  bracketSpacing: true,

  // jsx > Whether to take another line
  bracketSameLine: true,

  // No need to automatically add @prettier at the beginning of the file
  insertPragma: false,

  // use lf for line breaks
  endOfLine: 'lf',

  // Whether the curly braces of the object literal should start on a new line
  bracketSameLine: true,

  // Whether the arrow function parameters use parentheses
  arrowParens: 'avoid',

  // Indentation of script and style tags in vue files
  vueIndentScriptAndStyle: false,

  // Whether a single attribute is on a separate line
  singleAttributePerLine: true
};
