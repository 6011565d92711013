export const lang = ['zh-CN'];
