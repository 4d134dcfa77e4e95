/* js/components/ajax-form.component.js */
