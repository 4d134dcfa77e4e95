/* Zepto v1.0 */
