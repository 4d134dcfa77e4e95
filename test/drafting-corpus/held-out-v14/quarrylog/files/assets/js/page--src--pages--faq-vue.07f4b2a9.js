(window.webpackJsonp=window.webpackJsonp||[]).push([[1],{}]);
