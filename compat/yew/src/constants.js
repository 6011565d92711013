module.exports = {
    API_BUTTON: 'API',
}
